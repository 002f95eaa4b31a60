// Makes sure nginx, its brotli_static module and openssl are there for the deploy test
// (tests/deploy): Debian's nginx-light, libnginx-mod-http-brotli-static and openssl, installed
// with apt-get when running as root; otherwise it stops and names the command to run. The test
// runs its own nginx on a free port; should the package's install start Debian's system service
// (on port 80; a container's policy-rc.d usually stops it), that nginx is stopped again, so
// nothing the install started is left running.
import fs from 'node:fs'
import { aptInstall, canInstallWithApt } from './apt.mjs'
import { DEPLOY_TOOLS, missingDeployTools } from './nginx.mjs'

// where Debian's nginx service writes its pid (/etc/nginx/nginx.conf)
const SERVICE_PID_FILE = '/run/nginx.pid'

/** Stops the system nginx the install just started: only that one, by its pid file. */
function stopServiceStartedByInstall() {
  let pid
  try {
    pid = Number(fs.readFileSync(SERVICE_PID_FILE, 'utf8').trim())
  } catch {
    return
  }
  if (!Number.isInteger(pid) || pid <= 1) return
  try {
    process.kill(pid, 'SIGQUIT')
    console.log(`The install started Debian's nginx service (pid ${pid}): stopped it.`)
  } catch {
    // already gone
  }
}

const describe = (tools) => tools.map((t) => `${t.name} (${t.debianPackage})`).join(', ')
const packagesOf = (tools) => tools.map((t) => t.debianPackage).join(' ')

let missing = missingDeployTools()
if (missing.length > 0 && canInstallWithApt()) {
  console.log(`Missing ${describe(missing)}: installing Debian's packages (apt-get)…`)
  const hadService = fs.existsSync(SERVICE_PID_FILE)
  aptInstall(missing.map((t) => t.debianPackage))
  if (!hadService) stopServiceStartedByInstall()
  missing = missingDeployTools()
}
if (missing.length > 0) {
  console.error(
    `\nNo ${describe(missing)} for the deploy test. Install them, then run npm test again:\n` +
      `  sudo apt-get install -y --no-install-recommends ${packagesOf(missing)}   (Debian/Ubuntu)\n` +
      '  or set NGINX_PATH\n',
  )
  process.exit(1)
}
console.log(`${DEPLOY_TOOLS.map((t) => t.name).join(', ')}: found`)
