// The shape every host starter of scripts/deploy/ resolves to.
import type { OutgoingHttpHeaders } from 'node:http2'
import type { HostResponse } from './client.mjs'

export interface RunningHost {
  /** the host's name as the bench and the tests print it */
  name: string
  origin: string
  /** the protocol the connection speaks: 'h2' (HTTP/2 over TLS) or 'http/1.1' */
  protocol: string | undefined
  /** one request, no redirect followed */
  get(urlPath: string, headers?: OutgoingHttpHeaders): Promise<HostResponse>
  stop(): Promise<void>
}
