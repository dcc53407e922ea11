import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth';
import { AccountStatusCard } from '../components/account-status-card';
import { PasswordSecurityCard } from '../components/password-security-card';
import { ProfileInformationCard } from '../components/profile-information-card';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" description="Manage your personal details, password and account." />
      <div className="space-y-6">
        <ProfileInformationCard key={session.user.id} user={session.user} />
        <PasswordSecurityCard />
        <AccountStatusCard user={session.user} />
      </div>
    </div>
  );
}
