/**
 * Inline in the head of every page (with the CSP nonce), so it runs on the visit's first page
 * before any other script, and costs no request: the visit's referrer (another site's address) and
 * UTM parameters are kept in sessionStorage, for this tab's visit only and without a cookie (cached
 * pages stay cookie-free). A later landing with new UTM parameters replaces them. When a form with
 * the origin's hidden fields (features/forms/visit-origin-fields.tsx) is submitted, they are filled
 * in from it first: a capture listener on the document runs before the form kit reads the form.
 */
export const VISIT_ORIGIN_KEY = "visit-origin";

export const VISIT_ORIGIN_SCRIPT = `(function(){var k="${VISIT_ORIGIN_KEY}",n=["source","medium","campaign","term","content"];try{var s=sessionStorage,q=new URLSearchParams(location.search),u={},h=false;n.forEach(function(x){var v=q.get("utm_"+x);if(v){u[x]=v.slice(0,200);h=true}});if(h||!s.getItem(k)){var r=document.referrer,o="";try{if(r&&new URL(r).origin!==location.origin)o=r.slice(0,1000)}catch(e){}s.setItem(k,JSON.stringify({referrer:o,utm:u}))}}catch(e){}document.addEventListener("submit",function(e){var f=e.target,d={};if(!(f instanceof HTMLFormElement))return;try{d=JSON.parse(sessionStorage.getItem(k)||"{}")||{}}catch(x){}function set(m,v){var i=f.elements.namedItem(m);if(i instanceof HTMLInputElement&&i.type==="hidden"&&!i.value&&typeof v==="string")i.value=v}set("sourcePage",location.pathname);set("referrer",d.referrer);n.forEach(function(x){set("utm."+x,(d.utm||{})[x])})},true)})()`;
