; The uses of a block (a blockaddress) ordered by a uselistorder directive.
@ba = constant ptr blockaddress(@f, %bb)

define void @f() {
  br label %bb

bb:
  unreachable

; uselistorder directives
  uselistorder label %bb, { 1, 0 }
}
