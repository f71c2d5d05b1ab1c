import { ActionIcon, Text, Title } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useSession } from '../../lib/session/useSession';
import { BannerBackground } from './BannerBackground';
import { greeting, isNewUser } from './model/greeting';
import { useBannerIndex } from './useBannerIndex';
import classes from './WelcomeBanner.module.css';
import { Hint } from '../../ui/hint/Hint';

/** Props of WelcomeBanner. */
export interface WelcomeBannerProps {
  /** The user's first name, when known. */
  firstName: string | undefined;
}

/**
 * The dashboard's welcome banner; its palette button cycles the three backgrounds (spec 1 §2).
 * A new user is welcomed, a returning one welcomed back (model/greeting).
 */
export function WelcomeBanner({ firstName }: WelcomeBannerProps) {
  const [index, cycle] = useBannerIndex();
  const newUser = isNewUser(useSession().data ?? undefined);
  return (
    <section className={classes.banner} aria-labelledby="welcome-title">
      <BannerBackground index={index} />
      <div className={classes.text}>
        <Title order={1} id="welcome-title" className={classes.title}>
          {greeting(firstName, newUser)}
        </Title>
        <Text className={classes.lead}>
          Design your databases together: open a project below or start a new one.
        </Text>
      </div>
      {/* The tooltip shows the button's name, so what is seen is what speech input can say. */}
      <Hint label="Change banner background">
        <ActionIcon
          className={classes.palette}
          variant="white"
          color="dark"
          size="lg"
          radius="xl"
          onClick={cycle}
          aria-label="Change banner background"
        >
          <IconPalette size={18} aria-hidden="true" />
        </ActionIcon>
      </Hint>
    </section>
  );
}
