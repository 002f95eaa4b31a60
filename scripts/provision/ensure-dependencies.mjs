// The first step of `npm start` and `npm test`: stops, naming the command to run, when
// node_modules does not hold what package-lock.json asks for (a fresh clone, or a pull that
// changed the dependencies), instead of a build failing later on a module it cannot find.
// Another project folder may be named as the argument (the tests do).
import { dependencyProblems, INSTALL_COMMAND } from './dependencies.mjs'
import { ROOT } from '../shared/paths.mjs'

const SHOWN = 5
const problems = dependencyProblems(process.argv[2] ?? ROOT)
if (problems.length > 0) {
  const more = problems.length > SHOWN ? `\n  … and ${problems.length - SHOWN} more` : ''
  console.error(
    `node_modules does not match package-lock.json:\n  ${problems.slice(0, SHOWN).join('\n  ')}${more}\n` +
      `Run: ${INSTALL_COMMAND}`,
  )
  process.exit(1)
}
