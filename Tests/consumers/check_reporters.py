#!/usr/bin/env python3
"""Reads `segue test`'s reports with the strict consumers CI systems use (called by
scripts/test): tap.py for TAP (its YAML blocks through PyYAML) and Perl's TAP::Parser,
junitparser for JUnit, jsonschema against docs/schemas/test-report.schema.json for JSON; and a
failing image golden (Tests/Fixtures/image-golden-reports) links, in TAP and JUnit, the page of
failing frames and its diff PNGs, files that exist, as a failing trace golden links its report.
Usage: check_reporters.py SEGUE FIXTURES_FOLDER"""
import subprocess
import sys
import tempfile

import json

import jsonschema
import junitparser
from tap.parser import Parser

segue, folder = sys.argv[1], sys.argv[2]
problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


def run(*arguments):
    return subprocess.run([segue, "test", folder, *arguments], capture_output=True, text=True)


# TAP: tap.py must see a valid plan, every test, and parse every YAML block.
tap = run("--reporter", "tap")
results = []
parser = Parser()
for line in parser.parse_text(tap.stdout):
    if line.category == "unknown":
        check(False, f"tap.py does not understand the line {line!r}")
    if line.category == "test":
        results.append(line)
        if not line.ok:
            check(line.yaml_block is not None, f"tap.py could not parse the YAML block of test {line.number}")
    if line.category == "plan":
        plan = line.expected_tests
check("# printed by the test\t42" in tap.stdout.split("\n"), "TAP: a test's print is not a diagnostic line")
kinds = [(r.ok, r.skip) for r in results]
check(len(results) == 6, f"TAP: expected 6 results, tap.py read {len(results)}")
check(plan == len(results), f"TAP: the plan says {plan}, there are {len(results)} results")
check(sum(1 for ok, _ in kinds if not ok) == 3, f"TAP: expected 3 not ok (load error, failure, error), got {kinds}")
check(sum(1 for _, skip in kinds if skip) == 1, f"TAP: expected 1 skip, got {kinds}")
# A '#' in a name is escaped (`\#`, as TAP says): tap.py, which does not unescape, still
# reads the test as a plain pass; TAP::Parser (below) keeps the whole name, escape included.
tagged = [r for r in results if "tagged" in r.description]
check(tagged and tagged[0].ok and not tagged[0].skip and not tagged[0].todo, "TAP: a test name with '#' became a directive")
diff = [r for r in results if "diff" in r.description]
if diff and diff[0].yaml_block:
    block = diff[0].yaml_block
    check("  {" in block.get("diff", ""), f"TAP: the diff's leading spaces were lost: {block.get('diff')!r}")
    check(block.get("at", "").endswith("mixed_spec.lua:12"), f"TAP: 'at' is {block.get('at')!r}")

# TAP through the test harness of Perl, when it is there: it must accept the stream too.
if subprocess.run(["which", "prove"], capture_output=True).returncode == 0:
    perl = subprocess.run(["perl", "-MTAP::Parser", "-e",
                           "local $/; my $tap = <STDIN>; my $p = TAP::Parser->new({ tap => $tap }); my $names = '';"
                           " while (my $r = $p->next) { $names .= $r->description . qq(\\n) if $r->is_test }"
                           " print $names, join(' ', scalar($p->passed), scalar($p->failed), scalar($p->skipped),"
                           " $p->is_good_plan ? 'good' : 'bad', scalar($p->parse_errors)), qq(\\n)"],
                          input=tap.stdout, capture_output=True, text=True)
    counts = perl.stdout.strip().split("\n")[-1]
    check(counts == "3 3 1 good 0", f"TAP::Parser: passed failed skipped plan errors = {counts!r} {perl.stderr.strip()}")
    check("is tagged \\#fast (" in perl.stdout, f"TAP::Parser: the escaped '#' did not survive whole: {perl.stdout!r}")

# JUnit: junitparser reads it; classnames are dotted module paths, times are decimals,
# runtime errors are <error>, assertion failures <failure>, every test case has a file and line.
with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f:
    report = f.name
run("--reporter", "junit", "--output", report)
raw = open(report, encoding="utf-8").read()
check("e-" not in "".join(a for a in raw.split('time="')[1:] for a in [a.split('"')[0]]),
      "JUnit: a time is written in exponent form")
xml = junitparser.JUnitXml.fromfile(report)
cases = [case for suite in xml for case in suite]
check(len(cases) == 6, f"JUnit: expected 6 test cases, junitparser read {len(cases)}")
for case in cases:
    check("/" not in case.classname and not case.classname.endswith(".lua"),
          f"JUnit: classname {case.classname!r} is not a dotted name")
    check(case._elem.get("file") and case._elem.get("line"), f"JUnit: test case {case.name!r} lacks file or line")
    kinds = [type(r).__name__ for r in case.result]
    if case.name.endswith("fails with a diff"):
        check(kinds == ["Failure"], f"JUnit: an assertion failure is {kinds}")
    if case.name.endswith("raises an error") or case.name == "(load)":
        check(kinds == ["Error"], f"JUnit: {case.name!r} is {kinds}, expected an <error>")
    if case.name.endswith("is pending"):
        check(kinds == ["Skipped"], f"JUnit: a pending test is {kinds}")
    if case.name.endswith("passes"):
        check(case.system_out == "printed by the test\t42", f"JUnit: the test's print is {case.system_out!r}")
classnames = {case.classname for case in cases}
check("Tests.Fixtures.reporters.mixed_spec" in classnames, f"JUnit: classnames {sorted(classnames)}")

# JSON: every document validates against the schema shipped in docs/schemas, a run that
# could not start included.
schema = json.load(open("docs/schemas/test-report.schema.json", encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
for arguments in [(folder,), ("examples",), ("no/such/folder",)]:
    result = subprocess.run([segue, "test", *arguments, "--reporter", "json"], capture_output=True, text=True)
    try:
        document = json.loads(result.stdout)
        jsonschema.validate(document, schema, cls=jsonschema.Draft202012Validator)
    except (ValueError, jsonschema.ValidationError) as error:
        check(False, f"JSON ({' '.join(arguments)}): {str(error).splitlines()[0]}")
        continue
    if arguments == (folder,):
        outputs = [t.get("output") for f in document["files"] for t in f["tests"] if t["name"].endswith("passes")]
        check(outputs == ["printed by the test\t42"], f"JSON: the test's print is {outputs!r}")

# A failing image golden: TAP's YAML `report` and JUnit's attachment lines name the page of
# failing frames (--image-report) and every differing frame's diff PNG, and those files exist.
import os
import shutil

with tempfile.TemporaryDirectory() as images:
    shutil.copy("examples/cube.lua", images)
    shutil.copy("Tests/Fixtures/image-golden-reports/cube_spec.lua", images)
    page = os.path.join(images, "failing-frames.html")
    recorded = subprocess.run([segue, "test", images, "--update-goldens"], capture_output=True, text=True)
    check(recorded.returncode == 0, f"images: recording the goldens failed: {recorded.stdout}{recorded.stderr}")
    cube = os.path.join(images, "cube.lua")
    script = open(cube, encoding="utf-8").read()
    changed = script.replace("(math.pi / 2) * k / steps", "(math.pi / 2.2) * k / steps")
    check(changed != script, "images: examples/cube.lua no longer has the number this check changes")
    open(cube, "w", encoding="utf-8").write(changed)

    def image_run(*arguments):
        return subprocess.run([segue, "test", images, "--image-report", page, *arguments], capture_output=True, text=True)

    def linked(paths, where):
        check(page in paths, f"{where}: the page of failing frames {page} is not linked: {paths!r}")
        diffs = [p for p in paths if p.endswith(".diff.png")]
        check(len(diffs) >= 1, f"{where}: no diff PNG is linked: {paths!r}")
        for path in paths:
            check(os.path.isfile(path), f"{where}: the linked {path} does not exist")

    failing = [line for line in Parser().parse_text(image_run("--reporter", "tap").stdout)
               if line.category == "test" and not line.ok]
    check(len(failing) == 1 and failing[0].yaml_block is not None, f"images: TAP: expected one failing test with a YAML block, got {failing!r}")
    if failing and failing[0].yaml_block is not None:
        linked([p for p in str(failing[0].yaml_block.get("report", "")).split("\n") if p], "images: TAP")
    os.remove(page)
    junit_report = os.path.join(images, "junit.xml")
    image_run("--reporter", "junit", "--output", junit_report)
    image_cases = [case for suite in junitparser.JUnitXml.fromfile(junit_report) for case in suite]
    check(len(image_cases) == 1 and [type(r).__name__ for r in image_cases[0].result] == ["Failure"],
          f"images: JUnit: expected one <failure>, got {image_cases!r}")
    if image_cases:
        attachments = [line[len("[[ATTACHMENT|"):-2] for line in (image_cases[0].system_out or "").split("\n")
                       if line.startswith("[[ATTACHMENT|") and line.endswith("]]")]
        linked(attachments, "images: JUnit")

if problems:
    print("\n".join("reporters: " + p for p in problems), file=sys.stderr)
    sys.exit(1)
print("reporters: tap.py, TAP::Parser, junitparser and the JSON schema accept the reports; a failing image golden links its page and diff PNGs")
