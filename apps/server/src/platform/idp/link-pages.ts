// The pages an e-mailed link opens on the provider: choose a new password, confirm an e-mail address,
// what happened, and why a link no longer works. Same layout, stylesheet and policy as the sign-in page.

import { escapeHtml } from '../html.js';
import { PASSWORD_MIN_LENGTH } from '../passwords.js';
import type { LinkRefusal } from './account-links.js';
import { layout, type PageContext } from './pages.js';

export interface ResetForm {
  action: string;
  token: string;
  email: string;
  error?: string;
}

export function resetPasswordPage(page: PageContext, form: ResetForm): string {
  const error = form.error;
  const describedBy = error
    ? ' aria-describedby="reset-error password-rule" aria-invalid="true"'
    : ' aria-describedby="password-rule"';
  return layout(
    page,
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p>For <strong>${escapeHtml(form.email)}</strong>.</p>
${error ? `<p class="error" id="reset-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(form.action)}">
<input type="hidden" name="token" value="${escapeHtml(form.token)}">
<input type="text" name="username" autocomplete="username" value="${escapeHtml(form.email)}" hidden>
<div class="field">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="1024"${describedBy} autofocus>
<p class="detail" id="password-rule">At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember make a good one.</p>
</div>
<div class="field">
<label for="confirm">Type it again</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="1024">
</div>
<div class="actions">
<button type="submit" class="primary">Set password</button>
</div>
</form>`,
  );
}

export function passwordSetPage(page: PageContext): string {
  return layout(
    page,
    'Password changed',
    `<h1>Your password is changed</h1>
<p role="status">Sign in with your new password. Anyone signed in as you before has been signed out.</p>
<p><a href="${escapeHtml(page.consoleUrl)}">Sign in to ${escapeHtml(page.productName)} Eco</a></p>`,
  );
}

export interface VerifyForm {
  action: string;
  token: string;
  email: string;
}

/** A button, not an automatic change: mail scanners that open links must not confirm an address. */
export function verifyEmailPage(page: PageContext, form: VerifyForm): string {
  return layout(
    page,
    'Confirm your e-mail address',
    `<h1>Confirm your e-mail address</h1>
<p>Confirm that <strong>${escapeHtml(form.email)}</strong> is your address.</p>
<form method="post" action="${escapeHtml(form.action)}">
<input type="hidden" name="token" value="${escapeHtml(form.token)}">
<div class="actions">
<button type="submit" class="primary">Confirm my address</button>
</div>
</form>`,
  );
}

export function emailVerifiedPage(page: PageContext, email: string): string {
  return layout(
    page,
    'E-mail address confirmed',
    `<h1>Thank you</h1>
<p role="status"><strong>${escapeHtml(email)}</strong> is confirmed.</p>
<p><a href="${escapeHtml(page.consoleUrl)}">Go to ${escapeHtml(page.productName)} Eco</a></p>`,
  );
}

const reasons: Record<LinkRefusal | 'moved', string> = {
  unknown: 'This link is not valid. Check that you opened the whole link from the e-mail.',
  used: 'This link has already been used. Each link works once.',
  cancelled: 'This link was cancelled, or replaced by a newer e-mail. Use the link in the latest e-mail.',
  expired: 'This link has expired.',
  closed: 'This link no longer works.',
  moved: 'This account now has another e-mail address, so this link no longer confirms it.',
};

/** Why a link does not work, and what to do: ask for a new one. */
export function linkRefusedPage(page: PageContext, reason: LinkRefusal | 'moved', kind: 'reset' | 'verify'): string {
  const ask = kind === 'reset' ? 'a new password reset e-mail' : 'a new confirmation e-mail';
  return layout(
    page,
    'Link not valid',
    `<h1>This link does not work</h1>
<p role="alert">${escapeHtml(reasons[reason])}</p>
<p>If you still need it, ask your administrator or support contact for ${ask}.</p>
<p><a href="${escapeHtml(page.consoleUrl)}">Return to ${escapeHtml(page.productName)} Eco</a></p>`,
  );
}
