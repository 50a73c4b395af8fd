import { startLoginPage } from './startLoginPage';

// The sign-in page's entry. Its code lives in startLoginPage.tsx, which the build keeps in a chunk
// of its own that the app's entry shares, so that chunk runs nothing when imported.
const root = document.getElementById('root');
if (!root) throw new Error('login.html lacks #root');
startLoginPage(root);
