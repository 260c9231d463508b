import { Navigate, useParams } from 'react-router-dom';

/** /invite/{code} → /?invite_code={code}&auto_signup=true; /invite alone → / (spec §2). */
export default function InviteRedirect() {
  const { code } = useParams();
  const trimmed = code?.trim();
  if (!trimmed) return <Navigate to="/" replace />;
  return <Navigate to={`/?invite_code=${encodeURIComponent(trimmed)}&auto_signup=true`} replace />;
}
