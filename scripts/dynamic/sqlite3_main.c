/* sqlite3_main.c — a whole program around the bundled sqlite3.c for the
 * dynamic call-graph check: a file database (the unix VFS, the pager, the
 * journal) and an in-memory one, SQL that reaches the common parts of the
 * engine (DDL, indexes, joins, aggregates, window functions, CTEs,
 * triggers, views, JSON, date and string functions, FTS5, R-tree), user
 * functions and collations, prepared statements with bound values, and
 * sqlite3_exec callbacks. Exit status 0 when every statement succeeded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "sqlite3.h"

static int rows;

static int count_rows(void *arg, int n, char **vals, char **names) {
  (void)vals;
  (void)names;
  rows += n > 0;
  *(int *)arg += 1;
  return 0;
}

static void twice(sqlite3_context *cx, int argc, sqlite3_value **argv) {
  (void)argc;
  sqlite3_result_int64(cx, 2 * sqlite3_value_int64(argv[0]));
}

struct sum_state { long long total; };
static void sum_step(sqlite3_context *cx, int argc, sqlite3_value **argv) {
  (void)argc;
  struct sum_state *s = sqlite3_aggregate_context(cx, sizeof *s);
  if (s) s->total += sqlite3_value_int64(argv[0]);
}
static void sum_final(sqlite3_context *cx) {
  struct sum_state *s = sqlite3_aggregate_context(cx, 0);
  sqlite3_result_int64(cx, s ? s->total : 0);
}

static int reverse_collate(void *arg, int na, const void *a, int nb, const void *b) {
  (void)arg;
  int n = na < nb ? na : nb;
  int c = memcmp(b, a, (size_t)n);
  return c ? c : nb - na;
}

static int run(sqlite3 *db, const char *sql) {
  char *err = NULL;
  int calls = 0;
  if (sqlite3_exec(db, sql, count_rows, &calls, &err) != SQLITE_OK) {
    fprintf(stderr, "sqlite3_main: %s\n  in: %.120s\n", err ? err : "?", sql);
    sqlite3_free(err);
    return 1;
  }
  return 0;
}

static const char *const script[] = {
  "PRAGMA journal_mode=DELETE; PRAGMA foreign_keys=ON;",
  "CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL);",
  "CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT, dept INT REFERENCES dept(id), salary REAL, hired TEXT, meta TEXT);",
  "CREATE INDEX emp_dept ON emp(dept, salary DESC);",
  "CREATE TABLE audit(id INTEGER PRIMARY KEY AUTOINCREMENT, what TEXT, at TEXT DEFAULT CURRENT_TIMESTAMP);",
  "CREATE TRIGGER emp_ins AFTER INSERT ON emp BEGIN INSERT INTO audit(what) VALUES ('hired ' || new.name); END;",
  "CREATE VIEW rich AS SELECT name, salary FROM emp WHERE salary > 5000;",
  "BEGIN; INSERT INTO dept(name) VALUES ('eng'),('ops'),('sales'),('legal');"
  "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 400)"
  " INSERT INTO emp(name, dept, salary, hired, meta) SELECT 'e' || i, 1 + i % 4, 1000.0 + (i * 37) % 9000,"
  " date('2020-01-01', '+' || i || ' days'), json_object('level', i % 7, 'tags', json_array('a', i)) FROM n; COMMIT;",
  "SELECT d.name, count(*), avg(e.salary), max(e.hired) FROM emp e JOIN dept d ON e.dept = d.id GROUP BY d.name HAVING count(*) > 10 ORDER BY 3 DESC;",
  "SELECT name, salary, rank() OVER (PARTITION BY dept ORDER BY salary DESC), sum(salary) OVER (ORDER BY id ROWS 3 PRECEDING) FROM emp LIMIT 50;",
  "SELECT * FROM rich WHERE name LIKE 'e1%' UNION SELECT name, salary FROM emp WHERE id IN (SELECT id FROM emp WHERE salary < 1500) ORDER BY 2;",
  "SELECT json_extract(meta, '$.level'), json_group_array(name) FROM emp GROUP BY 1;",
  "SELECT e.name, j.value FROM emp e, json_each(e.meta, '$.tags') j WHERE e.id < 20;",
  "SELECT upper(name), length(name), substr(name, 2), replace(name, 'e', 'E'), printf('%08.2f|%s', salary, hired), hex(randomblob(4)) IS NOT NULL FROM emp LIMIT 30;",
  "SELECT strftime('%Y-%m', hired), julianday(hired) - julianday('2020-01-01'), datetime(hired, '+1 month', 'weekday 0') FROM emp LIMIT 30;",
  "SELECT twice(id), mysum(id) FROM emp GROUP BY dept;",
  "SELECT name FROM emp ORDER BY name COLLATE rev LIMIT 10;",
  "UPDATE emp SET salary = salary * 1.1 WHERE dept = (SELECT id FROM dept WHERE name = 'ops');",
  "DELETE FROM emp WHERE id % 13 = 0;",
  "CREATE VIRTUAL TABLE docs USING fts5(title, body);",
  "INSERT INTO docs SELECT name, 'body of ' || name || ' in ' || hired FROM emp;",
  "SELECT title, bm25(docs) FROM docs WHERE docs MATCH 'body AND e1*' ORDER BY bm25(docs) LIMIT 5;",
  "CREATE VIRTUAL TABLE boxes USING rtree(id, x0, x1, y0, y1);",
  "INSERT INTO boxes SELECT id, id, id + 5, id % 17, id % 17 + 3 FROM emp;",
  "SELECT count(*) FROM boxes WHERE x0 < 100 AND x1 > 50 AND y0 < 5;",
  "SELECT name, (SELECT group_concat(name, ',') FROM dept WHERE id <= e.dept) FROM emp e WHERE id < 10;",
  "CREATE TEMP TABLE t AS SELECT * FROM emp WHERE salary > 3000; SELECT count(*) FROM t; DROP TABLE t;",
  "ANALYZE; SELECT * FROM sqlite_stat1;",
  "SAVEPOINT a; DELETE FROM emp; ROLLBACK TO a; RELEASE a;",
  "VACUUM;",
  "PRAGMA integrity_check; PRAGMA table_info(emp); PRAGMA index_list(emp);",
  "SELECT total_changes(), changes(), last_insert_rowid(), sqlite_version() IS NOT NULL;",
};

static int prepared(sqlite3 *db) {
  sqlite3_stmt *st;
  if (sqlite3_prepare_v2(db, "SELECT name, salary, meta FROM emp WHERE dept = ?1 AND salary > ?2 ORDER BY id", -1, &st, NULL) != SQLITE_OK) return 1;
  for (int d = 1; d <= 4; d++) {
    sqlite3_bind_int(st, 1, d);
    sqlite3_bind_double(st, 2, 2500.0);
    while (sqlite3_step(st) == SQLITE_ROW) {
      const unsigned char *name = sqlite3_column_text(st, 0);
      rows += name != NULL && sqlite3_column_double(st, 1) > 0 && sqlite3_column_bytes(st, 2) > 0;
    }
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  if (sqlite3_prepare_v2(db, "INSERT INTO emp(name, dept, salary, meta) VALUES (?, ?, ?, ?)", -1, &st, NULL) != SQLITE_OK) return 1;
  char buf[32];
  for (int i = 0; i < 50; i++) {
    snprintf(buf, sizeof buf, "late%d", i);
    sqlite3_bind_text(st, 1, buf, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int(st, 2, 1 + i % 4);
    sqlite3_bind_double(st, 3, 100.0 * i);
    sqlite3_bind_blob(st, 4, buf, 4, SQLITE_STATIC);
    if (sqlite3_step(st) != SQLITE_DONE) return 1;
    sqlite3_reset(st);
  }
  sqlite3_finalize(st);
  return 0;
}

static int session(const char *path) {
  sqlite3 *db;
  if (sqlite3_open(path, &db) != SQLITE_OK) return 1;
  int bad = sqlite3_create_function(db, "twice", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, NULL, twice, NULL, NULL) != SQLITE_OK;
  bad |= sqlite3_create_function(db, "mysum", 1, SQLITE_UTF8, NULL, NULL, sum_step, sum_final) != SQLITE_OK;
  bad |= sqlite3_create_collation(db, "rev", SQLITE_UTF8, NULL, reverse_collate) != SQLITE_OK;
  for (size_t i = 0; !bad && i < sizeof script / sizeof script[0]; i++) bad |= run(db, script[i]);
  bad |= prepared(db);
  sqlite3_close(db);
  return bad;
}

int main(void) {
  char path[] = "/tmp/dyncheck-sqlite3-XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) return 1;
  close(fd);
  unlink(path);
  int bad = session(path) | session(":memory:");
  unlink(path);
  printf("sqlite3_main: %s, %d rows\n", bad ? "FAILED" : "ok", rows);
  return bad;
}
