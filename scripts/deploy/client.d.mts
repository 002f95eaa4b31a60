// Types of client.mjs for the TypeScript files that import it.
import type { IncomingHttpHeaders } from 'node:http'
import type { ClientHttp2Session, OutgoingHttpHeaders } from 'node:http2'

export interface HostResponse {
  status: number
  headers: IncomingHttpHeaders
  /** the body, decompressed */
  body: string
  /** its size on the wire */
  wireBytes: number
}
export function http1Get(
  origin: string,
  urlPath: string,
  headers?: OutgoingHttpHeaders,
): Promise<HostResponse>
export function http2Get(
  session: ClientHttp2Session,
  urlPath: string,
  headers?: OutgoingHttpHeaders,
): Promise<HostResponse>
export function connectHttp2(origin: string): Promise<ClientHttp2Session>
