import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { SECRET_HEADER } from '../../server/leads/delivery'

const Node = z.object({
  name: z.string(),
  type: z.string(),
  typeVersion: z.number(),
  parameters: z.record(z.string(), z.unknown()),
  credentials: z.record(z.string(), z.object({ name: z.string() }).loose()).optional(),
  onError: z.string().optional(),
})
export const Workflow = z.object({
  name: z.string(),
  nodes: z.array(Node),
  connections: z.record(z.string(), z.unknown()),
})
export type WorkflowNode = z.infer<typeof Node>

/** As n8n makes them; its import wants one. */
const credentialId = () =>
  randomBytes(16)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16)
    .padEnd(16, '0')

export function workflowFacts(json: unknown) {
  const workflow = Workflow.parse(json)
  const nodes = workflow.nodes
  const one = (type: string) => {
    const found = nodes.filter((node) => node.type === type)
    if (found.length !== 1) throw new Error(`the workflow has ${found.length} ${type} nodes, not 1`)
    return found[0] as WorkflowNode
  }
  const webhook = one('n8n-nodes-base.webhook')
  const path = z.string().min(1).parse(webhook.parameters.path)
  const code = nodes.map((node) => String(node.parameters.jsCode ?? '')).join('\n')
  const owner = /const OWNER = '([^']+)'/.exec(code)?.[1]
  if (!owner) throw new Error('the workflow names no OWNER address in its code')
  const credentialName = (type: string) => {
    const names = new Set(nodes.flatMap((node) => node.credentials?.[type]?.name ?? []))
    if (names.size !== 1) throw new Error(`the workflow names ${names.size} ${type} credentials`)
    return [...names][0] as string
  }
  return {
    workflow,
    path,
    owner,
    credentials: (secret: string, smtpPort: number) => [
      {
        id: credentialId(),
        name: credentialName('httpHeaderAuth'),
        type: 'httpHeaderAuth',
        data: { name: SECRET_HEADER, value: secret },
      },
      {
        id: credentialId(),
        name: credentialName('smtp'),
        type: 'smtp',
        data: {
          user: '',
          password: '',
          host: '127.0.0.1',
          port: smtpPort,
          secure: false,
          disableStartTls: true,
        },
      },
    ],
  }
}
