// npm run audit: `npm audit --omit=dev` (the packages that ship to visitors) and a verdict: exits 1
// on any high or critical advisory, 2 when npm's audit service cannot be reached from this
// machine (say so, never a silent pass), 0 otherwise.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = null
}
const counts = report?.metadata?.vulnerabilities
if (!counts) {
  const reason = String(report?.message ?? report?.error?.summary ?? '').trim()
  console.error(
    `npm audit could not reach the registry's audit service${reason ? ` (${reason})` : ''}.\n` +
      'Run `npm run audit` on a machine whose registry answers /-/npm/v1/security/advisories/bulk.',
  )
  process.exit(2)
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0)
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
)
for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
  if (v.severity === 'high' || v.severity === 'critical')
    console.error(
      `✗ ${name} (${v.severity}): ${v.range} ${v.fixAvailable ? '(fix available)' : ''}`,
    )
process.exit(serious > 0 ? 1 : 0)
