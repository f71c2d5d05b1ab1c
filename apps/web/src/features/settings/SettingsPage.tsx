import { Paper, Stack, Tabs, Title } from '@mantine/core';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useProfile } from '../../lib/session/useSession';
import { UpgradePlanPage } from '../billing';
import { ProfileOverview } from '../profile';
import { SecurityTab } from '../security';
import { DeleteAccountSection } from './DeleteAccountSection';
import { isSettingsTab, SETTINGS_TABS, settingsTabFrom } from './model/settingsTabs';
import { NotificationsTab } from './NotificationsTab';
import { PasswordTab } from './PasswordTab';
import classes from './SettingsPage.module.css';
import { ThemePicker } from './ThemePicker';
import { useActiveTabInView } from './useActiveTabInView';

/**
 * Settings with the tabs Profile, Password, Design, Plan and Notifications in `?tab=` (spec 1 §2),
 * and Security beside them (issue 14, item 9).
 */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { search } = useLocation();
  const navigate = useNavigate();
  const profile = useProfile();
  const tab = settingsTabFrom(search);
  const listRef = useRef<HTMLDivElement>(null);
  useActiveTabInView(listRef, tab);

  const handleChange = (value: string | null) => {
    if (isSettingsTab(value)) void navigate({ search: `?tab=${value}` }, { replace: true });
  };

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>Settings</Title>
      <Tabs value={tab} onChange={handleChange} keepMounted={false}>
        <Tabs.List className={classes.list} ref={listRef}>
          {SETTINGS_TABS.map(({ id, label }) => (
            <Tabs.Tab key={id} value={id} disabled={id === 'notifications'}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          mt="md"
          bg="var(--relata-surface)"
        >
          <Tabs.Panel value="profile">
            {profile && (
              <Stack gap="xl">
                <ProfileOverview profile={profile} />
                <DeleteAccountSection />
              </Stack>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="password">{profile && <PasswordTab profile={profile} />}</Tabs.Panel>
          <Tabs.Panel value="design">
            <Stack gap="md">
              <Title order={2} size="h3">
                Design
              </Title>
              <ThemePicker />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="plan">
            <UpgradePlanPage hideHeading />
          </Tabs.Panel>
          <Tabs.Panel value="notifications">
            <NotificationsTab />
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <SecurityTab />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}
