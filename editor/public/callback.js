/** The end of the GitHub sign-in: Decap's handshake, then the Worker's result, both to this address only. */
const {message} = document.currentScript.dataset;
window.addEventListener('message', (event) => {
  if (event.origin === window.location.origin && event.data === 'authorizing:github') {
    window.opener.postMessage(message, window.location.origin);
  }
});
window.opener.postMessage('authorizing:github', window.location.origin);
