/* lua_main.c — a whole program around the Lua library for the dynamic
 * call-graph check: a state with the standard libraries running a script
 * that reaches the parser, the VM, the GC, metamethods, coroutines, errors,
 * the string, table, math, utf8 and io libraries, and a C function
 * registered by this file. Exit status 0 when the script ran. */
#include <stdio.h>
#include "lauxlib.h"
#include "lua.h"
#include "lualib.h"

static int c_add(lua_State *L) {
  lua_pushinteger(L, luaL_checkinteger(L, 1) + luaL_checkinteger(L, 2));
  return 1;
}

static const char script[] =
  "local t = {}\n"
  "for i = 1, 2000 do t[i] = (i * 7919) % 1009 end\n"
  "table.sort(t, function(a, b) return a > b end)\n"
  "local s = {}\n"
  "for i = 1, 200 do s[#s + 1] = string.format('%5d:%s', t[i], tostring(i / 3)) end\n"
  "local joined = table.concat(s, ',')\n"
  "local n = 0\n"
  "for w in joined:gmatch('%d+') do n = n + #w end\n"
  "assert(joined:find(':', 1, true))\n"
  "local r = joined:gsub('(%d)(%d)', '%2%1'):upper():rep(2, '|'):sub(3, 400)\n"
  "local mt = {__index = function(_, k) return k * 2 end, __add = function(a, b) return a.v + b.v end,\n"
  "            __tostring = function(o) return 'obj' .. o.v end, __gc = function() end, __close = function() end}\n"
  "local a, b = setmetatable({v = 1}, mt), setmetatable({v = 2}, mt)\n"
  "assert(a + b == 3 and a[21] == 42 and tostring(a) == 'obj1')\n"
  "do local c <close> = setmetatable({}, mt) end\n"
  "local co = coroutine.wrap(function(x) for i = 1, 5 do x = coroutine.yield(x + i) end return x end)\n"
  "local acc = co(0) for i = 1, 5 do acc = co(acc) end\n"
  "local ok, err = pcall(function() error({code = 42}) end)\n"
  "assert(not ok and err.code == 42)\n"
  "ok, err = pcall(function() local z = nil; return z.field end)\n"
  "assert(not ok and type(err) == 'string')\n"
  "local big = {}\n"
  "for i = 1, 3000 do big[i] = {i, tostring(i), {i}} end\n"
  "big = nil collectgarbage('collect') collectgarbage('step', 100)\n"
  "local u = utf8.char(72, 228, 8364, 128512)\n"
  "assert(utf8.len(u) == 4)\n"
  "local packed = string.pack('<i4 d s1', 7, 2.5, 'hi')\n"
  "local x, y, z = string.unpack('<i4 d s1', packed)\n"
  "assert(x == 7 and y == 2.5 and z == 'hi')\n"
  "local f = load('return ...')\n"
  "assert(select('#', f(1, 2, 3)) == 3)\n"
  "local dumped = load(string.dump(function(p) return p * 3 end))\n"
  "assert(dumped(5) == 15)\n"
  "local keys = {} for k, v in pairs({a = 1, b = 2, c = 3}) do keys[#keys + 1] = k end\n"
  "table.sort(keys) assert(table.concat(keys) == 'abc')\n"
  "assert(math.floor(math.sqrt(2) * 1000) == 1414 and math.max(3, 9, 1) == 9 and math.type(1) == 'integer')\n"
  "assert(c_add(40, 2) == 42)\n"
  "local tmp = io.tmpfile() tmp:write('line1\\nline2\\n', 42, '\\n') tmp:seek('set')\n"
  "local lines = 0 for l in tmp:lines() do lines = lines + 1 end tmp:close()\n"
  "assert(lines == 3)\n"
  "local moved = table.move({1, 2, 3}, 1, 3, 2, {}) assert(#moved == 4 or moved[4] == 3)\n"
  "assert(os.time{year = 2020, month = 1, day = 1, hour = 0} > 0 and os.date('!%Y', 0) == '1970')\n"
  "result = n + #r + acc\n";

int main(void) {
  lua_State *L = luaL_newstate();
  if (!L) return 1;
  luaL_openlibs(L);
  lua_register(L, "c_add", c_add);
  int bad = luaL_loadbuffer(L, script, sizeof script - 1, "=dyncheck") || lua_pcall(L, 0, 0, 0);
  if (bad) fprintf(stderr, "lua_main: %s\n", lua_tostring(L, -1));
  lua_close(L);
  printf("lua_main: %s\n", bad ? "FAILED" : "ok");
  return bad;
}
