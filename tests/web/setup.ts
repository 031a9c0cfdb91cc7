// What jsdom lacks and the screens use. Each stands in for the browser's own behaviour, as far as a test can see it.

// <dialog>: jsdom has the element but not showModal()/close(). The open attribute is what the browser sets, and what
// makes the dialog's contents visible to role queries.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lays nothing out, so scrolling is a no-op (it would only log 'Not implemented').
window.scrollTo = () => {};

// React and Relay report what a test should not pass with (an update outside act(), data missing from an answer, a
// record written twice with different ids) on console.error: such a test fails.
const reported: string[] = [];
const consoleError = console.error;
beforeEach(() => {
  reported.length = 0;
  console.error = (...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
    consoleError(...args);
  };
});
afterEach(() => {
  console.error = consoleError;
  if (reported.length) throw new Error(`console.error during the test:\n${reported.join('\n')}`);
});
