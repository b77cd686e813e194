"""Packages are listed here (metadata is in pyproject.toml) because the committed word lists
in dictionaries/ ship inside the installed package as wordtools/dictionaries. The data folders
(wordtools/data/*, dictionaries/*) are listed too, as namespace packages, so setuptools knows
them and says nothing about them when it installs. The dictionary build (wordtools_build, run
with `python -m wordtools_build`) is a package of its own: the library never imports it."""

from setuptools import find_namespace_packages, setup

packages = find_namespace_packages(include=["wordtools", "wordtools.*"], exclude=["*.__pycache__"])
build = find_namespace_packages(include=["wordtools_build", "wordtools_build.*"], exclude=["*.__pycache__"])
dictionaries = find_namespace_packages(where="dictionaries", exclude=["*.__pycache__", "__pycache__"])

setup(
    packages=packages + build + ["wordtools.dictionaries"] + [f"wordtools.dictionaries.{p}" for p in dictionaries],
    package_dir={"wordtools.dictionaries": "dictionaries"},
)
