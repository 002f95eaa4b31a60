// Types of nginx.mjs for the TypeScript files that import it.
export interface DeployTool {
  name: string
  debianPackage: string
  find(): string | null
}
export function findNginx(): string | null
export function findOpenssl(): string | null
export function findBrotliStatic(): string | null
export const DEPLOY_TOOLS: DeployTool[]
export function missingDeployTools(): DeployTool[]
