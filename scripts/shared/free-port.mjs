// A free TCP port on the loopback: bound at port 0, read, released. The caller binds it next.
import net from 'node:net'

/** A port nothing listens on now, on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
