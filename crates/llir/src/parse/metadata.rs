//! Metadata operands, tuples, specialized nodes (kept as text) and
//! attachments.

use super::core::{PResult, Parser};
use super::lexer::Tok;
use crate::metadata::{MdContent, MdKind, MdNodeData, MdRef};

impl<'a> Parser<'a> {
    /// One metadata operand: `!N`, `!"s"`, `!{...}`, `!DIxxx(...)`, `null`,
    /// or `T value` (a local value is kept as text).
    pub fn parse_md_ref(&mut self) -> PResult<MdRef> {
        let t = self.tok;
        match t.kind {
            Tok::MetaId => {
                self.bump();
                Ok(MdRef::Node(self.md_node(t)?))
            }
            Tok::Exclaim => {
                self.bump();
                match self.tok.kind {
                    Tok::Str => {
                        let s = self.bump();
                        Ok(MdRef::String(self.string_of(s).into()))
                    }
                    Tok::LBrace => Ok(MdRef::Inline(self.parse_md_tuple()?.into())),
                    _ => self.expected("metadata string or '{' after '!'"),
                }
            }
            Tok::MetaName => {
                self.bump();
                if !self.at(Tok::LParen) {
                    return self.expected("'(' after specialized metadata name");
                }
                let (_, end) = self.skip_parens()?;
                let text: Box<str> = self.src[t.start()..end + 1].into();
                if &self.src[t.start()..t.end()] == "!DIArgList" {
                    Ok(MdRef::Other(text))
                } else {
                    Ok(MdRef::Specialized(text))
                }
            }
            Tok::Word if self.at_word("null") => {
                self.bump();
                Ok(MdRef::Null)
            }
            _ => {
                let ty = self.parse_type()?;
                if matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
                    // A function-local value: `metadata ptr %x`.
                    let v = self.bump();
                    self.check_local_exists(v)?;
                    return Ok(MdRef::Other(self.src[t.start()..v.end()].into()));
                }
                let c = self.parse_const(ty)?;
                Ok(MdRef::Value(ty, c))
            }
        }
    }

    /// `{ op, op, ... }` (the current token is `{`).
    pub fn parse_md_tuple(&mut self) -> PResult<Vec<MdRef>> {
        self.enter()?;
        self.expect(Tok::LBrace, "'{'")?;
        let mut ops = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                ops.push(self.parse_md_ref()?);
                if self.eat(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "',' or '}' in metadata tuple")?;
            }
        }
        self.leave();
        Ok(ops)
    }

    /// The right-hand side of `!N = ...`.
    pub fn parse_md_node_body(&mut self, number: u32) -> PResult<MdNodeData> {
        let distinct = self.eat_word("distinct");
        let tuple = self.at(Tok::Exclaim) && self.peek2().kind == Tok::LBrace;
        let content = match self.tok.kind {
            Tok::Exclaim if tuple => {
                self.bump();
                MdContent::Tuple(self.parse_md_tuple()?)
            }
            Tok::MetaName => {
                let t = self.bump();
                if !self.at(Tok::LParen) {
                    return self.expected("'(' after specialized metadata name");
                }
                let (s, e) = self.skip_parens()?;
                MdContent::Specialized {
                    name: self.src[t.start() + 1..t.end()].into(),
                    fields: self.src[s..e].into(),
                }
            }
            _ => MdContent::Alias(self.parse_md_ref()?),
        };
        Ok(MdNodeData { number, distinct, content })
    }

    /// `!kind <md>` pairs after `,` (the current token is `,` followed by
    /// `!kind`); appends to `out`.
    pub fn parse_md_attachments(&mut self, out: &mut Vec<(MdKind, MdRef)>) -> PResult<()> {
        while self.at(Tok::Comma) && self.peek2().kind == Tok::MetaName {
            self.bump();
            self.parse_one_attachment(out)?;
        }
        Ok(())
    }

    /// `!kind <md>` (the current token is `!kind`).
    pub fn parse_one_attachment(&mut self, out: &mut Vec<(MdKind, MdRef)>) -> PResult<()> {
        let k = self.expect(Tok::MetaName, "metadata attachment '!kind'")?;
        let name = self.name_of(k);
        let kind = MdKind::from_name(&name);
        let v = self.parse_md_ref()?;
        out.push((kind, v));
        Ok(())
    }
}
