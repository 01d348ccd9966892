import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = new PGlite();
await db.waitReady; console.log('start', Date.now()-t);
await db.exec('create table t(a int); insert into t values (1)');
t=Date.now(); const c = typeof db.clone === 'function' ? await db.clone() : null; console.log('clone', typeof db.clone, Date.now()-t);
if (c) console.log((await c.query('select * from t')).rows);
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const d2 = new PGlite({loadDataDir: dump}); await d2.waitReady; console.log('load', Date.now()-t, (await d2.query('select * from t')).rows);
