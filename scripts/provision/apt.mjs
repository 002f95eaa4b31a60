// Debian packages the tests need, installed with apt-get when they are missing: only as root
// with apt-get on the PATH (CI runs as root on Debian); elsewhere the caller names the command.
import { spawnSync } from 'node:child_process'

/** True when this process can install packages itself: root, with apt-get on the PATH. */
export function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/**
 * `apt-get update`, then `apt-get install` of the packages without their recommends, with no
 * questions asked. True when both succeeded.
 */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0
  return (
    run(['update', '-qq']) && run(['install', '-y', '-qq', '--no-install-recommends', ...packages])
  )
}
