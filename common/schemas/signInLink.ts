// Sign-in links: the token a customer's message carries, and the sign-in page's request for a new one.
import { z } from 'zod';

/** How long a sign-in link signs its customer in (once). */
export const SIGN_IN_LINK_DAYS = 7;
/** 32 random bytes, base64url: anything else names no link and is not looked up. */
export const SIGN_IN_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a template's preview shows for {{portalLink}}: the link itself is made only when the message is sent. */
export const SIGN_IN_LINK_PREVIEW = '/sign-in-link/…';

export const signInLinkInput = z.object({ token: z.string().max(100) });

/** Why a link no longer signs in: each has its page (en and es). */
export const SIGN_IN_LINK_REFUSALS = ['unknown', 'used', 'expired'] as const;
export type SignInLinkRefusal = (typeof SIGN_IN_LINK_REFUSALS)[number];
