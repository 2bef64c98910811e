/** The editor's Worker: Decap CMS (public/), GitHub sign-in for Decap (/auth, /callback), /settings.json and the site's /img/. */
const STATE_COOKIE = 'editor_sign_in';

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    // Pictures the posts already use are published on the site: the preview and the image fields
    // show them from there (only new uploads live in the editor, as blob: addresses).
    if (url.pathname.startsWith('/img/') && env.SITE_URL) {
      return fetch(new URL(url.pathname, env.SITE_URL));
    }
    switch (url.pathname) {
      case '/auth':
        return startSignIn(url, env);
      case '/callback':
        return finishSignIn(request, url, env);
      case '/settings.json':
        return Response.json({repo: env.GITHUB_REPO, siteUrl: env.SITE_URL}, {headers: {'Cache-Control': 'no-store'}});
      default:
        return env.ASSETS.fetch(request);
    }
  },
};

/** Sends the sign-in window to GitHub, with a one-time state that only this window's cookie holds. */
function startSignIn(url, env) {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) {
    return signInPage('error', {
      message: 'Sign-in with GitHub is not set up for this editor yet (docs/editor-setup.md).',
    });
  }
  const state = crypto.randomUUID();
  const github = new URL('https://github.com/login/oauth/authorize');
  github.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}/callback`,
    scope: 'repo',
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: github.href,
      'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
      'Cache-Control': 'no-store',
    },
  });
}

/** Trades GitHub's code for the writer's token, once the state matches the cookie. */
async function finishSignIn(request, url, env) {
  const state = url.searchParams.get('state');
  const cookie = request.headers.get('Cookie') ?? '';
  const expected = new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  const code = url.searchParams.get('code');
  if (!state || state !== expected || !code) {
    return signInPage('error', {
      message: 'This sign-in has expired. Close this window and choose “Login with GitHub” again.',
    });
  }
  const response = await fetch('https://github.com/login/oauth/access_token', {
    method: 'POST',
    headers: {Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'northbeam-editor'},
    body: JSON.stringify({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: `${url.origin}/callback`,
    }),
  });
  const result = await response.json().catch(() => ({}));
  if (!result.access_token) {
    return signInPage('error', {
      message: `GitHub did not sign you in (${result.error ?? response.status}). Close this window and try again.`,
    });
  }
  return signInPage('success', {token: result.access_token, provider: 'github'});
}

/** The page that ends the sign-in window: public/callback.js posts `message` to the editor. */
function signInPage(outcome, content) {
  const message = `authorization:github:${outcome}:${JSON.stringify(content)}`;
  const attribute = message.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const body = [
    '<!doctype html>',
    '<html lang="en-CA">',
    '<meta charset="utf-8">',
    '<title>Signing in | Writers’ editor</title>',
    `<p>${outcome === 'success' ? 'Signed in. This window closes by itself.' : content.message}</p>`,
    `<script src="/callback.js" data-message="${attribute}"></script>`,
    '</html>',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Set-Cookie': `${STATE_COOKIE}=; Path=/callback; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}
