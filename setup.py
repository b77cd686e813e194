"""Packages are listed here (metadata is in pyproject.toml) because the committed word
lists in dictionaries/ ship inside the installed package as wordtools/dictionaries."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["wordtools", "wordtools.*"]) + ["wordtools.dictionaries"],
    package_dir={"wordtools.dictionaries": "dictionaries"},
)
