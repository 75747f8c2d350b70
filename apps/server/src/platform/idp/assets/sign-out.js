// Confirms the sign-out at once when the console itself asked for it (the server marks the form so);
// without JavaScript the page simply shows its buttons.
const form = document.getElementById('sign-out');
if (form instanceof HTMLFormElement && form.dataset.autoSubmit === 'true') {
  form.requestSubmit(form.querySelector('button[name="logout"]'));
}
