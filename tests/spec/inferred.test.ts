/**
 * Fidelity of the spec (openapi/README.md, "What had to be inferred"): what the reference says exists but does not show is marked
 * `x-inferred: "<why>"`. This test prints every inferred element, fails on one without a reason, and checks
 * that each thing the reference leaves unshown is marked.
 */
import { describe, expect, it } from 'vitest';
import { detail } from '../support/detail.js';
import { loadBundledSpec, walk } from '../support/spec.js';

const spec = loadBundledSpec();
const inferred = [...walk(spec)].filter(([, node]) => 'x-inferred' in node).map(([pointer, node]) => ({ pointer, why: node['x-inferred'] }));

describe('x-inferred', () => {
  it('lists every inferred element with its reason', () => {
    detail(() => `${inferred.length} inferred elements:\n${inferred.map((i) => `  ${i.pointer}\n      ${i.why}`).join('\n')}`);
    const withoutReason = inferred.filter((i) => typeof i.why !== 'string' || i.why.trim().length < 20).map((i) => i.pointer);
    expect(withoutReason).toEqual([]);
  });

  // Reference, "Endpoints": request body fields of these endpoints are not shown.
  it.each([
    ['PUT /ai-world/{feature_key} body', '#/components/schemas/AiFeatureUpdate'],
    ['POST /customers body', '#/components/schemas/CustomerCreate'],
    ['POST /agents body', '#/components/schemas/AgentCreate'],
    ['POST /signature/links body', '#/components/schemas/SigningLinkCreate'],
    // "further fields (template, private note, reply) exist but their shapes are only partly defined"
    ['message send body', '#/components/schemas/MessageSend'],
    ['message template field', '#/components/schemas/MessageTemplate'],
    ['private-note field', '#/components/schemas/MessageSend/properties/private'],
    ['reply field', '#/components/schemas/MessageSend/properties/reply_to_message_id'],
    // Reference, "Other resources": the agent's fields are not shown.
    ['agent resource', '#/components/schemas/Agent'],
    // Reference, "Errors": the codes for channel-window violations are not shown.
    ['channel-window 409', '#/paths/~1conversations~1{conversation_id}~1messages/post/responses/409'],
    ['WhatsApp window code', '#/components/examples/WhatsAppWindowClosed'],
    ['TikTok window code', '#/components/examples/TikTokWindowClosed'],
    ['TikTok cap code', '#/components/examples/TikTokCapReached'],
    ['voice code', '#/components/examples/VoicePrivateNotesOnly'],
    // Reference, "Endpoints": shapes of these answers are not shown.
    ['studio blocks answer', '#/components/schemas/StudioBlockCatalog'],
    ['usage pricing answer', '#/components/schemas/UsagePricing'],
    ['plan answer', '#/components/schemas/Plan'],
  ])('%s is marked inferred', (_name, pointer) => {
    expect(inferred.map((i) => i.pointer)).toContain(pointer);
  });

  it('leaves undocumented detail open rather than guessed', () => {
    for (const name of ['CustomerCreate', 'AgentCreate', 'SigningLinkCreate', 'MessageSend', 'Agent', 'StudioBlockCatalog', 'UsagePricing', 'Plan']) {
      expect(spec.components.schemas[name].additionalProperties, name).not.toBe(false);
    }
  });
});
