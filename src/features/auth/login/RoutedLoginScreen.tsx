import { Link, useNavigate } from '@tanstack/react-router';
import { LoginScreen, type LoginWays } from './LoginScreen';

const RouterLink: LoginWays['Link'] = ({ to, children }) => <Link to={to}>{children}</Link>;

/** The sign-in screen inside the app: the router's links, and the router takes it to the dashboard. */
export const RoutedLoginScreen = () => {
  const navigate = useNavigate();
  return <LoginScreen Link={RouterLink} onSignedIn={() => navigate({ to: '/dashboard' })} />;
};
