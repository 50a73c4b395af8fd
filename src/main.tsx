import { startApp } from './app';
import { boot } from './boot';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

boot(startApp(root));
