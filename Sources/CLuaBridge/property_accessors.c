/*
 * Fast numeric properties of a userdata handle (a `segue.View`): __index and __newindex
 * closures that read and write numbers through the host's getter and setter without leaving
 * C, and hand every other key to the host's slow path.
 */
#include "CLuaBridge.h"

/* Upvalues: 1 keys, 2 numeric count, 3 getter or setter, 4 slow path. */
/* The numeric-property code of the key at index 2, or -1 when it is not one. */
static lua_Integer numeric_code(lua_State *L) {
    lua_pushvalue(L, 2);
    lua_rawget(L, lua_upvalueindex(1));
    int isnum = 0;
    lua_Integer code = lua_tointegerx(L, -1, &isnum);
    lua_pop(L, 1);
    return (isnum && code >= 0 && code < lua_tointeger(L, lua_upvalueindex(2))) ? code : -1;
}

/* The object behind the handle at index 1: NULL when it is not a userdata block or its
 * finalizer already ran. */
static void *handle_object(lua_State *L) {
    void **block = (void **)lua_touserdata(L, 1);
    return (block != NULL && lua_rawlen(L, 1) >= sizeof(void *)) ? *block : NULL;
}

static int property_index(lua_State *L) {
    lua_Integer code = numeric_code(L);
    void *object = handle_object(L);
    if (code >= 0 && object != NULL) {  /* a collected handle (NULL) takes the slow path, which reports it */
        segue_property_getter getter = (segue_property_getter)lua_touserdata(L, lua_upvalueindex(3));
        lua_pushnumber(L, getter(object, (int)code));
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(4));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int property_newindex(lua_State *L) {
    lua_Integer code = numeric_code(L);
    void *object = handle_object(L);
    if (code >= 0 && object != NULL && lua_type(L, 3) == LUA_TNUMBER) {
        segue_property_setter setter = (segue_property_setter)lua_touserdata(L, lua_upvalueindex(3));
        if (setter(object, (int)code, lua_tonumber(L, 3)) == 0) return 0;
    }
    lua_pushvalue(L, lua_upvalueindex(4));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 0);
    return 0;
}

void segue_push_property_accessors(lua_State *L, int keys, int numeric_count,
                                   segue_property_getter getter, segue_property_setter setter,
                                   int slow_index, int slow_newindex) {
    keys = lua_absindex(L, keys);
    slow_index = lua_absindex(L, slow_index);
    slow_newindex = lua_absindex(L, slow_newindex);
    lua_pushvalue(L, keys);
    lua_pushinteger(L, numeric_count);
    lua_pushlightuserdata(L, (void *)getter);
    lua_pushvalue(L, slow_index);
    lua_pushcclosure(L, property_index, 4);
    lua_pushvalue(L, keys);
    lua_pushinteger(L, numeric_count);
    lua_pushlightuserdata(L, (void *)setter);
    lua_pushvalue(L, slow_newindex);
    lua_pushcclosure(L, property_newindex, 4);
}
