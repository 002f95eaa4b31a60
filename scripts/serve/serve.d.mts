// Types of serve.mjs for the TypeScript files that import it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RewriteRule } from '../shared/rewrites.mjs'
export function resolveFile(dir: string, urlPath: string): string | null
export function fileFor(
  root: string,
  rules: readonly RewriteRule[],
  pathname: string,
):
  | { file: string; status: number; location?: undefined }
  | { file?: undefined; status: number; location: string }
export function readBuildRewrites(dir: string): RewriteRule[]
export function readBuildHeaders(dir: string): Record<string, string>
export function createStaticHandler(options: {
  dir: string
  extraHandlers?: ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>)[]
  headers?: Record<string, string>
}): (req: IncomingMessage, res: ServerResponse) => Promise<void>
export function startServer(options: {
  port: number
  host: string
  dir: string
  extraHandlers?: ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>)[]
  headers?: Record<string, string>
  tls?: { key: string | Buffer; cert: string | Buffer }
}): Promise<import('node:net').Server>
