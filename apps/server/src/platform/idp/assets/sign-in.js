// While the server asks for a wait after too many attempts (the message says how long), the Sign in
// button stays off; when the wait has passed it comes back on and the message says so, once, through
// its alert region. Without JavaScript the server simply refuses an early attempt again.
const form = document.querySelector('form[data-retry-after]');
const button = form?.querySelector('button.primary');
const wait = document.getElementById('retry-wait');
const seconds = Number(form instanceof HTMLFormElement ? form.dataset.retryAfter : 0);
if (button instanceof HTMLButtonElement && seconds > 0) {
  button.disabled = true;
  if (wait) button.setAttribute('aria-describedby', 'sign-in-error');
  setTimeout(() => {
    button.disabled = false;
    if (wait) wait.textContent = 'You can try again now.';
  }, seconds * 1000);
}
