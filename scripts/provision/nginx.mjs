// Debian's nginx for the deploy test (tests/deploy): docs/deploy.md's server block run by a real
// nginx, over HTTP/2 with a throwaway certificate that openssl makes. Debian 12's nginx-light is
// nginx 1.22: `listen … ssl http2;`, not yet `http2 on;`.
import fs from 'node:fs'

const first = (paths) => paths.find((p) => p && fs.existsSync(p)) ?? null

/** nginx: NGINX_PATH, else Debian's. */
export const findNginx = () => first([process.env.NGINX_PATH, '/usr/sbin/nginx'])

/** openssl, for the throwaway certificate. */
export const findOpenssl = () => first(['/usr/bin/openssl', '/usr/local/bin/openssl'])

/** nginx's brotli_static module, as Debian installs it (loaded through its modules-enabled/). */
export const findBrotliStatic = () =>
  first(['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'])

/** The tools the deploy test runs, each with the Debian package that provides it. */
export const DEPLOY_TOOLS = [
  { name: 'nginx', debianPackage: 'nginx-light', find: findNginx },
  {
    name: "nginx's brotli_static module",
    debianPackage: 'libnginx-mod-http-brotli-static',
    find: findBrotliStatic,
  },
  { name: 'openssl', debianPackage: 'openssl', find: findOpenssl },
]

/** The tools that are not there (empty when the deploy test can run). */
export const missingDeployTools = () => DEPLOY_TOOLS.filter((tool) => !tool.find())
