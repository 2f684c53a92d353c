import type { Plugin } from 'vite'
import { checkConfiguration, serverSettings } from './check'

// Only with LAUNCH_BUILD=1 (the deploy workflow): local builds keep the defaults on purpose.
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
