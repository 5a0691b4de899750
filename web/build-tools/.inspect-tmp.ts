import { ROUTE_BUDGETS } from './route-budgets';
import { readBuiltApp, scriptsOf, totalBytes } from './route-scripts';
const app = readBuiltApp(process.argv[2] ?? 'dist');
const route = ROUTE_BUDGETS.find((r) => r.path === process.argv[3])!;
const files = scriptsOf(app, route.roots);
console.log(route.path, totalBytes(files), files.length);
for (const f of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(String(f.gzipBytes).padStart(7), f.file, app.modulesOf(f.file).filter((m) => !m.startsWith('node_modules/react-dom')).slice(0, Number(process.env.M ?? 6)).join(' '));
