// A free TCP port on the loopback (the scripts' own, which the host starters use too).
export { freePort } from '../../scripts/shared/free-port.mjs'
