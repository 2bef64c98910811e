/**
 * The writers' editor's GitHub sign-in (editor/worker.js): a sign-in starts at GitHub with a
 * one-time state that only the writer's own window holds, and a return to /callback without that
 * state is refused before any code is traded for a token.
 */
import worker from '../../editor/worker.js';

const EDITOR = 'https://editor.northbeam.example';
const env = {GITHUB_CLIENT_ID: 'client-id', GITHUB_CLIENT_SECRET: 'client-secret', ASSETS: {}};
const get = (path: string, headers: Record<string, string> = {}, settings: object = env) =>
  worker.fetch(new Request(`${EDITOR}${path}`, {headers}), settings);

describe('the editor’s sign-in', () => {
  it('sends the window to GitHub with the editor’s callback and a state kept in a cookie of that window', async () => {
    const response = await get('/auth?provider=github&scope=repo');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('client-id');
    expect(location.searchParams.get('redirect_uri')).toBe(`${EDITOR}/callback`);
    const state = location.searchParams.get('state')!;
    expect(response.headers.get('Set-Cookie')).toBe(
      `editor_sign_in=${state}; Path=/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('refuses a return from GitHub without the state this window was given', async () => {
    const cookies: Record<string, string>[] = [{}, {Cookie: 'editor_sign_in=another-state'}];
    for (const cookie of cookies) {
      const response = await get('/callback?code=one-time-code&state=stolen-state', cookie);
      const page = await response.text();
      expect(page).toContain('This sign-in has expired.');
      expect(page).toContain('data-message="authorization:github:error:');
      expect(page).not.toContain('token');
    }
  });

  it('says so when the GitHub settings are missing, instead of sending the window to GitHub', async () => {
    const response = await get('/auth', {}, {ASSETS: {}});
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Sign-in with GitHub is not set up');
  });
});
