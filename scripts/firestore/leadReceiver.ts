// Nothing listens on the forwarding port unless a test calls leadReceiver(), so leads stay pending
// (n8n down) until one does.
import { type AutomationHost, automationHost } from '../../server/testing/automationHost'

export const LEAD_RECEIVER_PORT = Number(process.env.LEAD_RECEIVER_TEST_PORT ?? 4349)
export const LEAD_FORWARD_TEST_SECRET = 'emulator-forward-secret'

export function leadForwardEnv(port = LEAD_RECEIVER_PORT): Record<string, string> {
  return {
    LEAD_RECEIVER_TEST_PORT: String(port),
    LEAD_FORWARD_URL: `http://127.0.0.1:${port}/webhook/leads`,
    LEAD_FORWARD_SECRET: LEAD_FORWARD_TEST_SECRET,
  }
}

// Close it in the test's teardown: the port is the harness's one.
export function leadReceiver(status = 200): Promise<AutomationHost> {
  return automationHost({ port: LEAD_RECEIVER_PORT, status })
}
