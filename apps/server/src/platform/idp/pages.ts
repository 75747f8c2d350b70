// The embedded provider's own HTML pages (sign-in, sign-out, errors): server-rendered, accessible, and
// made to live under a strict Content-Security-Policy (no inline script or style, one stylesheet file).
import { escapeHtml } from '../html.js';

export interface PageContext {
  productName: string;
  /** Path under which the provider is mounted, e.g. '/idp'. */
  base: string;
  /** Where "back to the console" links go. */
  consoleUrl: string;
}

export function layout(page: PageContext, title: string, body: string, scripts: string[] = []): string {
  const product = `${escapeHtml(page.productName)} Eco`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${product} — ${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(page.base)}/assets/sign-in.css">
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<main class="card">
<p class="product">${product}</p>
${body}
</main>
</body>
</html>
`;
}

export interface SignInForm {
  uid: string;
  email?: string;
  error?: string;
  /** Seconds before the next attempt will be heard: said beside the error, and the button waits. */
  retryAfter?: number;
}

/** "5 seconds", "2 minutes": how long until the next attempt, rounded up. */
export function waitText(seconds: number): string {
  const [count, unit] = seconds <= 90 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

export function signInPage(page: PageContext, form: SignInForm): string {
  const action = `${page.base}/interaction/${encodeURIComponent(form.uid)}`;
  const hasError = Boolean(form.error);
  const describedBy = hasError ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  // Focus goes where typing continues: the password when the e-mail was kept after an error.
  const focusEmail = !form.email;
  // The wait is said in words; sign-in.js keeps the button off until it has passed, then says so.
  const wait = form.retryAfter && form.retryAfter > 0 ? form.retryAfter : 0;
  const retry = wait ? ` <span id="retry-wait">Try again in ${waitText(wait)}.</span>` : '';
  return layout(
    page,
    'Sign in',
    `<h1>Sign in</h1>
${hasError ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(form.error)}${retry}</p>` : ''}
<form method="post" action="${escapeHtml(action)}"${wait ? ` data-retry-after="${wait}"` : ''}>
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="320" value="${escapeHtml(form.email)}"${describedBy}${focusEmail ? ' autofocus' : ''}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${describedBy}${focusEmail ? '' : ' autofocus'}>
</div>
<div class="actions">
<button type="submit" class="primary">Sign in</button>
<button type="submit" class="secondary" formaction="${escapeHtml(`${action}/abort`)}" formnovalidate>Cancel</button>
</div>
</form>`,
    wait ? [`${page.base}/assets/sign-in.js`] : [],
  );
}

export interface SignOutForm {
  action: string;
  xsrf: string;
  /** Submit at once (by the sign-out script) because the console itself asked for the sign-out. */
  auto: boolean;
}

export function signOutPage(page: PageContext, form: SignOutForm): string {
  return layout(
    page,
    'Sign out',
    `<h1>Sign out</h1>
<p>Do you want to sign out of ${escapeHtml(page.productName)} Eco?</p>
<form id="sign-out" method="post" action="${escapeHtml(form.action)}" data-auto-submit="${form.auto}">
<input type="hidden" name="xsrf" value="${escapeHtml(form.xsrf)}">
<div class="actions">
<button type="submit" class="primary" name="logout" value="yes">Sign out</button>
<button type="submit" class="secondary">Stay signed in</button>
</div>
</form>`,
    [`${page.base}/assets/sign-out.js`],
  );
}

export function signedOutPage(page: PageContext): string {
  return layout(
    page,
    'Signed out',
    `<h1>You are signed out</h1>
<p><a href="${escapeHtml(page.consoleUrl)}">Sign in again</a></p>`,
  );
}

export function errorPage(page: PageContext, message: string, code?: string): string {
  return layout(
    page,
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
<p role="alert">${escapeHtml(message)}</p>
${code ? `<p class="detail">Error code: <code>${escapeHtml(code)}</code></p>` : ''}
<p><a href="${escapeHtml(page.consoleUrl)}">Return to ${escapeHtml(page.productName)} Eco</a></p>`,
  );
}
