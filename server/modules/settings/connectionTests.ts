// "Send test" for the mail server and the payment gateway: a real attempt with a short timeout, its error reported, never thrown.
import { localizedMessage } from '../../plugins/messages';
import { renderMessage, withParams } from '../../../common/i18n/catalog';
import nodemailer from 'nodemailer';
import type { SettingsValues } from '../../../common/schemas/settings';
import type { SettingsTestResult } from '../../../common/schemas/settingsRecord';
import { mailSender } from '../../lib/mailRules';
import type { PaymentGateway } from '../billing';

const TIMEOUT_MS = 5000;

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The test comes from the business as every e-mail does (`mailSender`), so the office sees what customers will. */
export async function testSmtp(
  mail: SettingsValues['mail'],
  to: string,
  business: SettingsValues['business'],
): Promise<SettingsTestResult> {
  const transport = nodemailer.createTransport({
    host: mail.host,
    port: mail.port,
    secure: mail.secure,
    auth: mail.user ? { user: mail.user, pass: mail.password ?? '' } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 2,
  });
  try {
    const sender = mailSender({ mail, business }, mail.user);
    await transport.sendMail({
      from: sender.from,
      replyTo: sender.replyTo,
      to,
      subject: renderMessage('en', 'server.emails.smtp_test_subject'),
      text: renderMessage('en', 'server.emails.smtp_test_text'),
    });
    return { ok: true, ...localizedMessage(withParams('server.settings.test_mail_sent', { to })) };
  } catch (error) {
    return { ok: false, ...localizedMessage(withParams('server.settings.mail_test_failed', { reason: reasonOf(error) })) };
  } finally {
    transport.close();
  }
}

/** The gateway's own test (PayTrace: its OAuth sign-in; the sandbox: always ready), bounded by the adapter's 10 s. */
export async function testPaymentGateway(gateway: PaymentGateway): Promise<SettingsTestResult> {
  const result = await gateway.test();
  if (result.ok)
    return {
      ok: true,
      ...localizedMessage(
        gateway.name === 'sandbox' ? 'server.settings.sandbox_gateway_ready' : 'server.settings.payment_gateway_accepted_credentials',
      ),
    };
  if (result.status) return { ok: false, ...localizedMessage(withParams('server.settings.gateway_refused', { status: result.status })) };
  return { ok: false, ...localizedMessage(withParams('server.settings.gateway_unreachable', { reason: result.reason ?? '' })) };
}
