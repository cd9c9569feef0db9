// One recipient's newsletter: the content with the template variables filled, and the unsubscribe link at its foot.
import { renderMessage } from '../../../common/i18n/catalog';
import { fillTemplate, type TemplateValues } from '../../../common/schemas/emailTemplate';
import type { NewsletterContent } from '../../../common/schemas/newsletter';
import { escapeHtml } from '../customers';
import type { Message } from '../messaging';

const LINK_PLACEHOLDER = '\u0000link\u0000';

export function newsletterMessage(content: NewsletterContent, to: string, values: TemplateValues, unsubscribeLink: string): Message {
  const footer = renderMessage('en', 'server.newsletters.unsubscribe_footer', { link: LINK_PLACEHOLDER });
  const anchor = `<a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(renderMessage('en', 'server.newsletters.unsubscribe_label'))}</a>`;
  return {
    to,
    channel: 'email',
    subject: fillTemplate(content.subject, values),
    text: `${fillTemplate(content.alterBody, values)}\n\n--\n${footer.replace(LINK_PLACEHOLDER, unsubscribeLink)}`,
    html: `${fillTemplate(content.htmlBody, values, escapeHtml)}\n<hr>\n<p style="font-size:12px;color:#666">${escapeHtml(footer).replace(LINK_PLACEHOLDER, anchor)}</p>`,
  };
}
