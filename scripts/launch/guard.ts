import type { Plugin } from 'vite'
import { checkConfiguration, serverSettings } from './check'

/**
 * The build's own launch check. `npm run check:launch` runs before the deploy workflow's build,
 * but a build made with LAUNCH_BUILD=1 (as that workflow sets it) also refuses, on its own, to
 * produce a site whose configuration would lose leads: no automation host to forward them to (or
 * a test webhook, or no forwarding secret), the placeholder site URL, missing Firebase settings.
 * Without LAUNCH_BUILD it does nothing: local builds and tests use the defaults on purpose.
 *
 * The build's settings are Vite's (config.env, VITE_* only); the server's forwarding settings
 * come from `environment`, the build's process environment, and are only checked, never passed
 * to the bundle.
 */
export function launchGuard(
  flag = process.env.LAUNCH_BUILD,
  environment: Record<string, string | undefined> = process.env,
): Plugin {
  return {
    name: 'oak-ember:launch-guard',
    configResolved(config) {
      if (flag !== '1') return
      const problems = checkConfiguration({ ...config.env, ...serverSettings(environment) })
      if (problems.length === 0) return
      const lines = problems.map((p) => `  - ${p.message}`).join('\n')
      throw new Error(
        `LAUNCH_BUILD=1: this build is not fit to go live (see npm run check:launch):\n${lines}`,
      )
    },
  }
}
