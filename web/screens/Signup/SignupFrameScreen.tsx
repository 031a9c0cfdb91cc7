// /registreer+iframe (document 2 §2.1, §9): the teacher form as another site would embed it, in a frame 600 pixels
// high. The form page may be framed by this site only (Content-Security-Policy frame-ancestors 'self' and
// X-Frame-Options SAMEORIGIN on every page).
import { SIGNUP_TEXT as T } from './signupText.ts';
import './signup.css';

/** The height of the form's frame (document 2 §9). */
export const FORM_FRAME_HEIGHT = 600;

export function SignupFrameScreen() {
  return (
    <section className="signup-frame-page" aria-labelledby="frame-title">
      <h1 id="frame-title">{T.frameTitle}</h1>
      <p className="lead">{T.frameLead}</p>
      <iframe className="signup-frame" src="/registreer" title={T.frameLabel} height={FORM_FRAME_HEIGHT} />
    </section>
  );
}
