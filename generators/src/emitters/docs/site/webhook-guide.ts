/** The "Receive webhooks" guide of an API that sends webhooks or callbacks, in its own names (templates/docs/receive-webhooks.md.hbs). */
import type { IR } from '../../../ir/types.js';
import { render } from '../templates.js';

export const WEBHOOK_GUIDE = 'receive-webhooks';

export function webhookGuide(ir: IR): string {
  const typed = ir.webhooks.filter((w) => w.contentType);
  const webhooks = typed.filter((w) => w.kind === 'webhook');
  const callbacks = typed.filter((w) => w.kind === 'callback');
  const unions = [...(webhooks.length ? ['WebhookEvent'] : []), ...(callbacks.length ? ['CallbackEvent'] : [])];
  const list = (items: typeof typed) => {
    const names = items.map((w) => `\`${w.name}\``);
    return names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', ');
  };
  return render('receive-webhooks.md.hbs', {
    title: ir.info.title,
    className: ir.api.client.className,
    packageName: ir.api.client.packageName,
    eventType: unions.join(' | '),
    eventImports: unions.map((u) => `type ${u}`).join(', '),
    firstType: typed[0]!.typeName,
    webhooks: webhooks.length > 0,
    callbacks: callbacks.length > 0,
    both: webhooks.length > 0 && callbacks.length > 0,
    webhookList: list(webhooks),
    callbackList: list(callbacks),
  });
}
