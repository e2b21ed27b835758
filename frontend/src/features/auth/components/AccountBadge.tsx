/** Who is logged in, in the navigation: the account's email and its role (GET /api/user/me). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const ACCOUNT_QUERY = ['/api/user/me'];
const ROLE_LABELS: Record<string, string> = { admin: 'Admin', editor: 'Editor' };

export function AccountBadge() {
  const account = useQuery({
    queryKey: ACCOUNT_QUERY,
    queryFn: () => apiGet<{ email: string; role: string }>('/api/user/me'),
    staleTime: Infinity,
  });
  if (!account.data) return null;
  const { email, role } = account.data;
  return (
    <span className="account" title={`Logged in as ${email}`}>
      <span className="account-email">{email}</span> <span className="account-role">({ROLE_LABELS[role] ?? role})</span>
    </span>
  );
}
