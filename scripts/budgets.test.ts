import { describe, expect, it } from 'vitest';
import { budgetRows, formatTable, pageFiles, type Budgets, type Manifest } from './budgets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-a.css'] },
  '_vendor.js': { file: 'assets/vendor-b.js', name: 'vendor' },
  '_Field.js': { file: 'assets/Field-c.js', name: 'Field', imports: ['index.html'] },
  'src/loginPage.tsx': { file: 'assets/loginPage-d.js', src: 'src/loginPage.tsx', isEntry: true, imports: ['_vendor.js', '_Field.js'] },
  'src/routes/_auth/login.tsx?tsr-split=component': {
    file: 'assets/login-e.js',
    src: 'src/routes/_auth/login.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_Field.js'],
  },
  'src/afterLoad.ts': { file: 'assets/afterLoad-g.js', src: 'src/afterLoad.ts', isDynamicEntry: true, imports: ['_vendor.js', '_vitals.js'] },
  '_vitals.js': { file: 'assets/vitals-h.js', name: 'vitals' },
  '_home.js': { file: 'assets/home-i.js', name: 'home', imports: ['index.html', '_Field.js'] },
  'src/routes/_app/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard-f.js',
    src: 'src/routes/_app/dashboard.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_Field.js'],
  },
};

const budgets: Budgets = {
  loginPage: { document: 500, budget: 1000, entry: 'src/loginPage.tsx', afterLoad: ['src/afterLoad.ts'] },
  appPage: { budget: 1000, entry: 'index.html' },
  signedInHome: { budget: 2000, entry: 'index.html', chunks: ['home'] },
  entry: 500,
  routeChunk: 100,
  sharedChunk: 200,
  chunks: { vendor: 300 },
};

describe('budget rows', () => {
  const sizes: Record<string, number> = {
    'assets/index-a.js': 450,
    'assets/vendor-b.js': 301,
    'assets/Field-c.js': 150,
    'assets/loginPage-d.js': 20,
    'assets/afterLoad-g.js': 30,
    'assets/vitals-h.js': 40,
    'assets/login-e.js': 101,
    'assets/dashboard-f.js': 90,
    'assets/home-i.js': 190,
  };
  const rows = budgetRows(manifest, budgets, (file) => sizes[file] ?? 0);

  it('gives each JS chunk the budget of its kind unless budgets.json names it', () => {
    expect(rows.map((r) => [r.file, r.kind, r.budget])).toEqual([
      ['assets/index-a.js', 'entry', 500],
      ['assets/vendor-b.js', 'shared', 300],
      ['assets/home-i.js', 'shared', 200],
      ['assets/Field-c.js', 'shared', 200],
      ['assets/login-e.js', 'route', 100],
      ['assets/dashboard-f.js', 'route', 100],
      ['assets/vitals-h.js', 'shared', 200],
      ['assets/afterLoad-g.js', 'route', 100],
      ['assets/loginPage-d.js', 'entry', 500],
    ]);
  });

  it('marks the chunks over budget in the table', () => {
    const table = formatTable(rows);
    expect(table).toMatch(/^OVER\s+assets\/vendor-b\.js/m);
    expect(table).toMatch(/^OVER\s+assets\/login-e\.js/m);
    expect(table).toMatch(/^ok\s+assets\/dashboard-f\.js\s+route\s+0\.1 KB\s+0\.1 KB$/m);
  });
});

describe('page files', () => {
  it('are the sign-in page’s entry with all it imports, and not the app’s routes', () => {
    expect(pageFiles(manifest, budgets.loginPage.entry).sort()).toEqual([
      'assets/Field-c.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/loginPage-d.js',
      'assets/vendor-b.js',
    ]);
  });

  it('take in what the page always loads after the load event, with its imports', () => {
    expect(pageFiles(manifest, budgets.loginPage.entry, budgets.loginPage.afterLoad).sort()).toEqual([
      'assets/Field-c.js',
      'assets/afterLoad-g.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/loginPage-d.js',
      'assets/vendor-b.js',
      'assets/vitals-h.js',
    ]);
    expect(() => pageFiles(manifest, budgets.loginPage.entry, ['src/ui/toaster.tsx'])).toThrow(/src\/ui\/toaster\.tsx/);
  });

  it('of the app are its entry with all it imports', () => {
    expect(pageFiles(manifest, budgets.appPage.entry).sort()).toEqual(['assets/index-a.css', 'assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('of the signed-in home take in the chunks the page preloads, with their imports', () => {
    const { entry, chunks } = budgets.signedInHome;
    expect(pageFiles(manifest, entry, [], chunks).sort()).toEqual([
      'assets/Field-c.js',
      'assets/home-i.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/vendor-b.js',
    ]);
    expect(() => pageFiles(manifest, entry, [], ['dashboard'])).toThrow(/the group dashboard/);
  });

  it('refuse an entry the build does not have', () => {
    expect(() => pageFiles(manifest, 'src/signin.tsx')).toThrow(/src\/signin\.tsx/);
  });
});
