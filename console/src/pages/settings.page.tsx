// Settings (docs/console.md#settings): the organisation's API clients, console users and
// event destinations. Everyone sees the lists; only admins see the controls that write.

import { ApiClientsSection } from './settings.clients.tsx';
import { DestinationsSection } from './settings.destinations.tsx';
import { UsersSection } from './settings.users.tsx';

export default function SettingsPage() {
  return (
    <>
      <h1>Settings</h1>
      <ApiClientsSection />
      <UsersSection />
      <DestinationsSection />
    </>
  );
}
