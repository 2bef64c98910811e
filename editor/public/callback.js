/**
 * The end of the GitHub sign-in, in the window the editor opened: Decap's handshake (the editor
 * answers "authorizing:github"), then the result the Worker put in data-message. Both go only to
 * this address.
 */
const {message} = document.currentScript.dataset;
window.addEventListener('message', (event) => {
  if (event.origin === window.location.origin && event.data === 'authorizing:github') {
    window.opener.postMessage(message, window.location.origin);
  }
});
window.opener.postMessage('authorizing:github', window.location.origin);
