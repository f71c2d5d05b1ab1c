import { Button, Center } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from '../ui/PageError';

/** What a page whose code could not be loaded, or that failed to render, shows instead. */
export const PAGE_LOAD_ERROR = 'This page could not be loaded.';

interface Props {
  /** The page shown; a new value (another path) shows the routes again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what the routes throw while rendering: above all a lazy page whose chunk failed to load
 * (a new release replaced it, the network dropped). A reload fetches the release's pages afresh.
 * Leaving for another page shows the routes again. One sits around the signed-in shell's page
 * (AppLayout), so that its header and drawer stay usable, and one around all the routes.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to load or render', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Center mih="60vh" p="md">
        <PageError
          title={PAGE_LOAD_ERROR}
          action={
            <Button variant="default" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        >
          Check your connection, then reload the page. If Relata was just updated, a reload brings
          the new version.
        </PageError>
      </Center>
    );
  }
}
